// A tiny server-sent events reader for tests: fetches a stream and parses it as EventSource would.

export type StreamItem = { event: string; data: string } | { comment: string };

export type TestStream = {
  response: Response;
  items: StreamItem[];
  /** Resolves with the first item (already received or still to come) that matches. */
  next(match: (item: StreamItem) => boolean, timeoutMs?: number): Promise<StreamItem>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
};

export async function openTestStream(
  url: string,
  headers: Record<string, string> = {},
): Promise<TestStream> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const items: StreamItem[] = [];
  const waiters = new Set<() => void>();
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let boundary = buffer.indexOf('\n\n');
        while (boundary >= 0) {
          items.push(...parseBlock(buffer.slice(0, boundary)));
          buffer = buffer.slice(boundary + 2);
          boundary = buffer.indexOf('\n\n');
        }
        waiters.forEach((wake) => wake());
      }
    } catch {
      // Aborted by close().
    }
  })();

  return {
    response,
    items,
    ended,
    close: () => controller.abort(),
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = items.find(match);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(items)}`),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
  };
}

/** The items of one block of a stream (the text between two blank lines). */
export function parseBlock(block: string): StreamItem[] {
  const items: StreamItem[] = [];
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) items.push({ comment: line.slice(1).trim() });
    else if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trim());
  }
  if (data.length > 0) items.push({ event, data: data.join('\n') });
  return items;
}

export const isEvent = (name: string) => (item: StreamItem) =>
  'event' in item && item.event === name;
