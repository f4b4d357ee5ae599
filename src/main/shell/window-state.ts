import { app, screen, type BrowserWindow, type Rectangle } from 'electron';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The window's size and position, remembered between launches (and kept on a visible display). */
const FILE = (): string => join(app.getPath('userData'), 'window-state.json');

export function loadWindowBounds(defaults: {
  width: number;
  height: number;
}): Partial<Rectangle> & { width: number; height: number } {
  try {
    const saved = JSON.parse(readFileSync(FILE(), 'utf8')) as Rectangle;
    const visible = screen.getAllDisplays().some((d) => {
      const a = d.workArea;
      return (
        saved.x < a.x + a.width &&
        saved.x + saved.width > a.x &&
        saved.y < a.y + a.height &&
        saved.y + saved.height > a.y
      );
    });
    if (visible && saved.width >= 600 && saved.height >= 400) return saved;
  } catch {
    // first launch, or an unreadable file: use the defaults
  }
  return defaults;
}

export function rememberWindowBounds(window: BrowserWindow): void {
  const save = (): void => {
    if (window.isDestroyed() || window.isMinimized() || window.isFullScreen()) return;
    try {
      writeFileSync(FILE(), JSON.stringify(window.getBounds()));
    } catch {
      // the bounds are a convenience; never fail the app for them
    }
  };
  window.on('resized', save);
  window.on('moved', save);
  window.on('close', save);
}
