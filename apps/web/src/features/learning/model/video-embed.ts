/**
 * How a lesson's video link is shown: YouTube and Vimeo through their privacy-friendly players
 * (youtube-nocookie.com; player.vimeo.com with dnt=1, the hosts the server's CSP allows as frames),
 * direct video files over https in a <video> element (the CSP's media-src loads no other), any
 * other http(s) link as a plain link, and anything
 * else (javascript:, data:, garbage) not at all.
 */
export type VideoEmbed =
  | { kind: 'youtube'; embedUrl: string }
  | { kind: 'vimeo'; embedUrl: string }
  | { kind: 'file'; src: string }
  | { kind: 'link'; href: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

/** "1m30s", "90s" or "90" → 90; anything else → 0. */
function toSeconds(value: string | null): number {
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(value);
  if (!match || !match[0]) return 0;
  return Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === '/watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoVideo(url: URL): { id: string; hash: string | null } | null {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const index = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (index < 0) return null;
  const next = segments[index + 1];
  const hash = url.searchParams.get('h') ?? (next && /^[0-9a-f]+$/i.test(next) ? next : null);
  return { id: segments[index]!, hash };
}

export function toVideoEmbed(link: string): VideoEmbed | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;

  const youtube = youtubeId(url);
  if (youtube) {
    const embed = new URL(`https://www.youtube-nocookie.com/embed/${youtube}`);
    embed.searchParams.set('rel', '0');
    const start = toSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
    if (start > 0) embed.searchParams.set('start', String(start));
    return { kind: 'youtube', embedUrl: embed.toString() };
  }
  const vimeo = vimeoVideo(url);
  if (vimeo) {
    const embed = new URL(`https://player.vimeo.com/video/${vimeo.id}`);
    if (vimeo.hash) embed.searchParams.set('h', vimeo.hash);
    embed.searchParams.set('dnt', '1');
    return { kind: 'vimeo', embedUrl: embed.toString() };
  }
  if (url.protocol === 'https:' && VIDEO_FILE.test(url.pathname))
    return { kind: 'file', src: url.toString() };
  return { kind: 'link', href: url.toString() };
}

/** The player URL once the reader asked to play: start at once, the click was the consent. */
export function withAutoplay(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  return url.toString();
}
