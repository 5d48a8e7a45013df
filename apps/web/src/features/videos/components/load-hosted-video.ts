/**
 * The hosted video's player and hls.js, downloaded side by side rather than one after the other:
 * on a slow link each round trip is a real share of the wait before the first frame
 * (docs/benchmarks.md, `bench:video-start`). For `React.lazy` on the lesson and course pages.
 */
export function loadHostedVideo() {
  return Promise.all([import('./hosted-video'), import('hls.js/light')]).then(([module]) => ({
    default: module.HostedVideo,
  }));
}
