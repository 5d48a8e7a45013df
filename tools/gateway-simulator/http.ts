import type { IncomingMessage, ServerResponse } from 'node:http';

/** A request as the simulator's handlers see it: path, query, headers and the parsed body. */
export type SimRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  /** JSON bodies as objects, form bodies as string records, nothing as {}. */
  body: Record<string, unknown>;
};

export async function readRequest(request: IncomingMessage): Promise<SimRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  const url = new URL(request.url ?? '/', 'http://simulator.local');
  const type = request.headers['content-type'] ?? '';
  let body: Record<string, unknown> = {};
  if (raw && type.includes('application/json')) {
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      body = {};
    }
  } else if (raw) {
    body = Object.fromEntries(new URLSearchParams(raw));
  }
  return {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body,
  };
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Closes the connection without an answer, as a lost reply looks to the caller. */
export function dropConnection(response: ServerResponse): void {
  response.socket?.destroy();
}

export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(html);
}

export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { location });
  response.end();
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** A minimal page in the style of a hosted payment page, with a form per choice. */
export function gatewayPage(options: {
  title: string;
  lines: [string, string][];
  actions: { label: string; href: string; choice: string }[];
}): string {
  const rows = options.lines
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  const buttons = options.actions
    .map(
      (action) =>
        `<form method="post" action="${escapeHtml(action.href)}"><input type="hidden" name="choice" value="${escapeHtml(action.choice)}"><button type="submit">${escapeHtml(action.label)}</button></form>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(options.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#555}form{display:inline-block;margin:.5rem .5rem 0 0}button{font-size:1rem;padding:.6rem 1rem}</style></head>
<body><h1>${escapeHtml(options.title)}</h1><p>Local gateway simulator: no real money moves.</p><dl>${rows}</dl>${buttons}</body></html>`;
}

/** An auto-submitting form: how a hosted page posts its result back to the merchant. */
export function autoPostPage(action: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Returning to the merchant</title></head><body><form id="back" method="post" action="${escapeHtml(action)}">${inputs}<noscript><button type="submit">Continue</button></noscript></form><script>document.getElementById('back').submit()</script></body></html>`;
}
