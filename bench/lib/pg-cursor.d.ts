// The part of pg-cursor (which ships no types) the export benchmark's reference reads with.
declare module 'pg-cursor' {
  import type { Submittable } from 'pg';

  export default class Cursor implements Submittable {
    constructor(text: string, values?: unknown[]);
    submit: Submittable['submit'];
    read(rows: number): Promise<Record<string, unknown>[]>;
    close(): Promise<void>;
  }
}
