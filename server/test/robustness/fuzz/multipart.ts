// Multipart bodies (uploads of a PDF or a signature image): the right file with some of the
// schema's other fields, the same under a wrong content type, or broken on purpose (no file, an
// empty, garbage, encrypted, truncated or wrong-kind file, two files, odd field and file names,
// cut-short and malformed parts, many fields). Split from bodies.ts, which picks the mode.
import type { Prng } from './prng.ts';
import type { SchemaFuzzer } from './schema.ts';
import { WEIRD_STRINGS } from './weird-strings.ts';

/** The files an upload can carry (a PDF, an encrypted one, a PNG and a JPEG). */
export interface SampleFiles {
  pdf: Buffer;
  encryptedPdf: Buffer;
  png: Buffer;
  jpeg: Buffer;
}

export type BodyMode = 'valid' | 'mutated' | 'raw' | 'wrong-type';

interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

export class MultipartFuzzer {
  constructor(
    private readonly rng: Prng,
    private readonly schemas: SchemaFuzzer,
    private readonly files: SampleFiles,
  ) {}

  /** A multipart/form-data body for `schema` in the given mode; sets the content type. */
  build(
    schema: Record<string, unknown>,
    mode: BodyMode,
    headers: Record<string, string>,
    notes: string[],
  ): string | Buffer {
    const rng = this.rng;
    const { files } = this;
    const boundary = `----fuzz${rng.int(0, 1e9).toString(16)}`;
    const properties = (schema.properties ?? {}) as Record<string, unknown>;
    const wantsPdf = JSON.stringify(properties.file ?? {}).includes('pdf');
    const goodFile = wantsPdf
      ? { bytes: files.pdf, type: 'application/pdf', name: 'mandate.pdf' }
      : rng.pick([
          { bytes: files.png, type: 'image/png', name: 'signature.png' },
          { bytes: files.jpeg, type: 'image/jpeg', name: 'signature.jpg' },
        ]);
    const parts: Part[] = [
      { name: 'file', filename: goodFile.name, type: goodFile.type, value: goodFile.bytes },
    ];
    for (const [name, property] of Object.entries(properties)) {
      if (name !== 'file' && rng.chance(0.6))
        parts.push({ name, value: String(this.schemas.valid(property, name)) });
    }
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    if (mode === 'valid') return multipart(boundary, parts);
    if (mode === 'wrong-type') {
      headers['content-type'] = rng.pick([
        'application/json',
        'text/plain',
        'multipart/mixed; boundary=' + boundary,
        'multipart/form-data',
        `multipart/form-data; boundary=other`,
        'application/x-www-form-urlencoded',
      ]);
      notes.push(`content-type:${headers['content-type']}`);
      return multipart(boundary, parts);
    }
    const mutation = rng.weighted<() => [string | Buffer, string]>([
      [3, () => [multipart(boundary, parts.slice(1)), 'no-file']],
      [
        2,
        () => [
          multipart(boundary, [{ ...parts[0], name: 'document' }, ...parts.slice(1)]),
          'file-other-name',
        ],
      ],
      [
        3,
        () => [
          multipart(boundary, [
            { ...parts[0], value: rng.bytes(rng.int(0, 4096)) },
            ...parts.slice(1),
          ]),
          'file-garbage',
        ],
      ],
      [
        2,
        () => [
          multipart(boundary, [{ ...parts[0], value: Buffer.alloc(0) }, ...parts.slice(1)]),
          'file-empty',
        ],
      ],
      [
        2,
        () => [
          multipart(boundary, [
            { ...parts[0], value: files.encryptedPdf, type: 'application/pdf' },
          ]),
          'file-encrypted-pdf',
        ],
      ],
      [
        2,
        () => [
          multipart(boundary, [
            {
              ...parts[0],
              value: wantsPdf ? files.png : files.pdf,
              type: rng.pick(['application/pdf', 'image/png', 'text/plain']),
            },
          ]),
          'file-wrong-kind',
        ],
      ],
      [
        1,
        () => [
          multipart(boundary, [
            { ...parts[0], value: files.pdf.subarray(0, files.pdf.length >> 1) },
          ]),
          'file-truncated',
        ],
      ],
      [2, () => [multipart(boundary, [parts[0], parts[0]]), 'two-files']],
      [
        2,
        () => [
          multipart(boundary, [
            ...parts,
            { name: rng.pick(['extra', '__proto__', 'title', '']), value: rng.pick(WEIRD_STRINGS) },
          ]),
          'extra-field',
        ],
      ],
      [
        2,
        () => [
          multipart(boundary, [{ name: 'file', value: 'not a file' }, ...parts.slice(1)]),
          'file-as-field',
        ],
      ],
      [
        2,
        () => [
          multipart(boundary, [
            parts[0],
            { name: 'title', value: rng.pick(['', 'x'.repeat(300), ...WEIRD_STRINGS]) },
          ]),
          'title-weird',
        ],
      ],
      [
        1,
        () => [
          multipart(boundary, [
            {
              ...parts[0],
              filename: rng.pick(['', '../../etc/passwd', 'ü😀.pdf', 'a'.repeat(1000)]),
            },
          ]),
          'filename-weird',
        ],
      ],
      [2, () => [multipart(boundary, parts).subarray(0, rng.int(0, 200)), 'cut-short']],
      [
        1,
        () => [
          `--${boundary}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${boundary}--\r\n`,
          'part-without-name',
        ],
      ],
      [
        1,
        () => [
          `--${boundary}\r\ngarbage header line\r\n\r\nx\r\n--${boundary}--\r\n`,
          'broken-part-header',
        ],
      ],
      [1, () => ['', 'empty']],
      [1, () => [rng.bytes(512), 'random-bytes']],
      [
        1,
        () => [
          multipart(
            boundary,
            Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
          ),
          'many-fields',
        ],
      ],
    ])();
    notes.push(`multipart:${mutation[1]}`);
    return mutation[0];
  }
}

function multipart(boundary: string, parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${
      part.filename === undefined ? '' : `; filename="${part.filename}"`
    }`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.type) head.push(`Content-Type: ${part.type}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
