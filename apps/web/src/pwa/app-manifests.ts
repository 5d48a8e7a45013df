/**
 * The web app manifest in each language (vite-plugins/app-manifests.ts writes them as
 * /manifest-<language>.webmanifest). The page links the one of its language (index.html,
 * lib/i18n.ts and the pre-renderer keep the link in step), so the installed app is named in the
 * language the learner reads.
 */
import type { AppManifestLanguage } from './manifest-path';

export { APP_MANIFEST_LANGUAGES, appManifestPath } from './manifest-path';

const THEME_COLOUR = '#0f766e';

const wording: Record<
  AppManifestLanguage,
  { name: string; short_name: string; description: string; dir: 'ltr' }
> = {
  en: {
    name: 'Academy — ML & AI for medical researchers',
    short_name: 'Academy',
    description:
      'Expert-led online courses in machine learning, AI research and programming for medical and research professionals in Bangladesh.',
    dir: 'ltr',
  },
  bn: {
    name: 'একাডেমি — চিকিৎসা গবেষকদের জন্য এমএল ও এআই',
    short_name: 'একাডেমি',
    description:
      'বাংলাদেশের চিকিৎসা ও গবেষণা পেশাজীবীদের জন্য মেশিন লার্নিং, এআই গবেষণা ও প্রোগ্রামিংয়ের বিশেষজ্ঞ-পরিচালিত অনলাইন কোর্স।',
    dir: 'ltr',
  },
};

/** The manifest of one language, as JSON the browser reads. */
export function appManifest(language: AppManifestLanguage) {
  return {
    // One id for both languages: switching language does not make a second app.
    id: '/',
    lang: language,
    ...wording[language],
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOUR,
    background_color: '#ffffff',
    categories: ['education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
