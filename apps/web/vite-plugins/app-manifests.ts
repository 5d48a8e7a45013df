import type { Plugin } from 'vite';
import { APP_MANIFEST_LANGUAGES, appManifest, appManifestPath } from '../src/pwa/app-manifests.ts';

/** Writes /manifest-<language>.webmanifest for each language of src/pwa/app-manifests.ts. */
export function appManifests(): Plugin {
  return {
    name: 'academy:app-manifests',
    apply: 'build',
    generateBundle() {
      for (const language of APP_MANIFEST_LANGUAGES) {
        this.emitFile({
          type: 'asset',
          fileName: appManifestPath(language).slice(1),
          source: `${JSON.stringify(appManifest(language), null, 2)}\n`,
        });
      }
    },
  };
}
