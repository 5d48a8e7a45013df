// hls.js ships the light build (no alternate audio or subtitle tracks, which the player does not
// use: captions are <track> elements) without a declaration of its own; its API is the full one.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
