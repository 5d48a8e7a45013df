import { useEffect, useState } from 'react';

/** Seconds the watermark stays in one place before it moves. */
const MOVE_SECONDS = 8;

/**
 * The viewer's name and email drawn faintly over the picture, moving to another place every few
 * seconds, as a deterrent against recording the screen and sharing it. Hidden from assistive
 * technology: it repeats nothing the page does not say.
 */
export function Watermark({ name, email }: { name: string; email: string }) {
  const [spot, setSpot] = useState({ top: 8, left: 6 });
  useEffect(() => {
    const timer = window.setInterval(
      () => setSpot({ top: 5 + Math.random() * 75, left: 3 + Math.random() * 55 }),
      MOVE_SECONDS * 1000,
    );
    return () => window.clearInterval(timer);
  }, []);
  return (
    <div
      aria-hidden="true"
      data-testid="video-watermark"
      className="pointer-events-none absolute select-none text-xs font-medium text-white/40 transition-[top,left] duration-1000 [text-shadow:0_0_2px_rgba(0,0,0,0.6)]"
      style={{ top: `${spot.top}%`, left: `${spot.left}%` }}
    >
      {name} · {email}
    </div>
  );
}
