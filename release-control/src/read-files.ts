import fs from 'node:fs';

/** A text file's content, or null when it cannot be read (missing, a folder, no permission). */
export function readOrNull(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** A file's bytes, or null when it cannot be read. */
export function readBufferOrNull(file: string): Buffer | null {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}
