import { RECORD_MAX_CHARS } from '../../shared/import-contract.ts';

/** One record read from a file, or why that part of the file is not one. */
export type StreamItem =
  { readonly label: string; readonly value: unknown } | { readonly label: string; readonly problem: string };

/**
 * Reads a file given in pieces, record by record, holding at most one record's text at a time: a file is
 * one JSON record (pretty-printed over many lines, as `exportGame` writes it), or JSON Lines (one record
 * per line, as `exportArchive` writes it). Which one is decided by the first line that is not blank: if it
 * is JSON by itself the file is JSON Lines; otherwise the whole file is read as one record, and if it is
 * not one (or grows beyond one record's size) its lines are read one by one after all, each reported.
 */
export class RecordStream {
  private mode: 'start' | 'lines' | 'whole' = 'start';
  /** The current line so far (start and lines), or the whole file so far (whole). */
  private buffer = '';
  /** The number of the line the buffer starts at (1-based). */
  private line = 1;
  /** A line too long to be a record: its rest is dropped up to the next line break. */
  private skipping = false;
  private sawText = false;
  /**
   * The first record of what may be JSON Lines, held until a second one comes: a file that holds one
   * record alone (on one line) is labelled with the file's name, like a record written over many lines.
   */
  private first: { readonly line: number; readonly value: unknown } | null = null;
  private records = 0;

  constructor(
    private readonly source: string,
    private readonly take: (item: StreamItem) => void,
    private readonly maxRecordChars = RECORD_MAX_CHARS,
  ) {}

  push(text: string): void {
    if (text === '') return;
    if (this.mode === 'whole') {
      this.buffer += text;
      if (this.buffer.length > this.maxRecordChars) {
        // Too big for one record: read what came so far as JSON Lines after all.
        const whole = this.buffer;
        this.buffer = '';
        this.mode = 'lines';
        this.feedLines(whole);
      }
      return;
    }
    this.feedLines(text);
  }

  /** The file ended: its last line (without a line break), or the whole file read as one record. */
  end(): void {
    if (this.mode === 'whole') {
      const whole = this.buffer;
      this.buffer = '';
      const value = parseJson(whole);
      if (value.ok) return this.take({ label: this.source, value: value.value });
      this.mode = 'lines';
      this.feedLines(whole);
    }
    if (!this.skipping && this.buffer.trim() !== '') this.emitLine(this.buffer, this.line);
    this.buffer = '';
    if (this.first) {
      // The only record of the file.
      this.take({
        label: this.records === 1 ? this.source : `${this.source}:${this.first.line}`,
        value: this.first.value,
      });
      this.first = null;
    }
    if (!this.sawText) this.take({ label: this.source, problem: 'the file is empty' });
  }

  private feedLines(text: string): void {
    let start = 0;
    for (;;) {
      const newline = text.indexOf('\n', start);
      const piece = newline < 0 ? text.slice(start) : text.slice(start, newline);
      if (this.skipping) {
        // the rest of an over-long line: dropped
      } else if (this.buffer.length + piece.length > this.maxRecordChars) {
        this.sawText = true;
        this.records++;
        this.flushFirst();
        this.take({
          label: `${this.source}:${this.line}`,
          problem: `the line has more than ${this.maxRecordChars.toLocaleString('en')} characters; one record is at most ${this.maxRecordChars.toLocaleString('en')}`,
        });
        this.buffer = '';
        this.skipping = true;
        if (this.mode === 'start') this.mode = 'lines';
      } else this.buffer += piece;
      if (newline < 0) return;
      const line = this.buffer;
      const number = this.line;
      this.buffer = '';
      this.line++;
      start = newline + 1;
      if (this.skipping) {
        this.skipping = false;
        continue;
      }
      if (this.mode === 'start') {
        if (line.trim() === '') continue;
        if (!parseJson(line).ok) {
          // Not JSON alone: the file is one record written over several lines (or broken JSON Lines).
          this.mode = 'whole';
          this.sawText = true;
          this.line = number;
          this.push(`${line}\n${text.slice(start)}`);
          return;
        }
        this.mode = 'lines';
      }
      if (line.trim() !== '') this.emitLine(line, number);
    }
  }

  /** A second record came: the first one was one line of JSON Lines, labelled with its line. */
  private flushFirst(): void {
    if (!this.first) return;
    this.take({ label: `${this.source}:${this.first.line}`, value: this.first.value });
    this.first = null;
  }

  private emitLine(line: string, number: number): void {
    this.sawText = true;
    this.records++;
    const value = parseJson(line);
    if (this.records === 1 && value.ok) {
      this.first = { line: number, value: value.value };
      return;
    }
    this.flushFirst();
    const label = `${this.source}:${number}`;
    this.take(value.ok ? { label, value: value.value } : { label, problem: `not valid JSON (${value.message})` });
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false; message: string } {
  try {
    // A byte-order mark (editors on Windows write one) is no JSON whitespace: it is skipped.
    return { ok: true, value: JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown };
  } catch (e) {
    return { ok: false, message: (e as Error).message };
  }
}
