export const APP_MANIFEST_LANGUAGES = ['en', 'bn'] as const;
export type AppManifestLanguage = (typeof APP_MANIFEST_LANGUAGES)[number];

/** The web app manifest's address for a language (written by vite-plugins/app-manifests.ts). */
export function appManifestPath(language: string): string {
  const known = (APP_MANIFEST_LANGUAGES as readonly string[]).includes(language);
  return `/manifest-${known ? language : 'en'}.webmanifest`;
}
