// Page images before and after signing, compared: pdftoppm renders each
// page of the original and of the signed PDF in grey at 72 dpi (one pixel per PDF point), and
// every pixel that changed must lie in a placed field (with 2 points of margin), while each
// field must have changed (its stamp is there). Placements are the contract's: x and y from the
// top left of the page, in points.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface Field {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Gray {
  width: number;
  height: number;
  pixels: Buffer;
}

async function render(dir: string, pdf: string, page: number, name: string): Promise<Gray> {
  const prefix = path.join(dir, name);
  await run('pdftoppm', ['-gray', '-r', '72', '-f', String(page), '-l', String(page), pdf, prefix]);
  // pdftoppm pads the page number to the width of the page count ("-1", "-01", …).
  const { stdout } = await run('ls', [dir]);
  const file = stdout
    .split('\n')
    .find((entry) => new RegExp(`^${name}-0*${page}\\.pgm$`).test(entry));
  if (!file) throw new Error(`pdftoppm wrote no page ${page} of ${pdf}`);
  const bytes = readFileSync(path.join(dir, file));
  // PGM P5: "P5\n<w> <h>\n255\n" then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 40).toString('latin1'));
  if (!header) throw new Error(`${file} is not a PGM image`);
  return {
    width: Number(header[1]),
    height: Number(header[2]),
    pixels: bytes.subarray(header[0].length),
  };
}

const inside = (px: number, py: number, f: Field, margin: number) =>
  px >= f.x - margin &&
  px < f.x + f.width + margin &&
  py >= f.y - margin &&
  py < f.y + f.height + margin;

export interface PageComparison {
  page: number;
  changedOutside: number;
  /** Share of changed pixels in each field of the page, in the order given. */
  changedShare: number[];
}

/** Compares `pages` of the original and the signed PDF against the placed fields. */
export async function comparePages(
  dir: string,
  original: string,
  signed: string,
  pages: number,
  fields: Field[],
): Promise<PageComparison[]> {
  const results: PageComparison[] = [];
  for (let page = 1; page <= pages; page += 1) {
    const before = await render(dir, original, page, 'before');
    const after = await render(dir, signed, page, 'after');
    if (before.width !== after.width || before.height !== after.height) {
      throw new Error(`page ${page} changed its size`);
    }
    const boxes = fields.filter((f) => f.page === page);
    const changedIn = boxes.map(() => 0);
    let changedOutside = 0;
    for (let y = 0; y < before.height; y += 1) {
      for (let x = 0; x < before.width; x += 1) {
        const i = y * before.width + x;
        if (Math.abs(before.pixels[i] - after.pixels[i]) < 16) continue;
        const box = boxes.findIndex((b) => inside(x, y, b, 2));
        if (box >= 0) changedIn[box] += 1;
        else changedOutside += 1;
      }
    }
    results.push({
      page,
      changedOutside,
      changedShare: changedIn.map(
        (count, index) => count / (boxes[index].width * boxes[index].height),
      ),
    });
  }
  return results;
}

/** Throws unless nothing changed outside the fields and every field changed visibly. */
export function assertStampsOnly(results: PageComparison[]): void {
  for (const { page, changedOutside, changedShare } of results) {
    if (changedOutside > 0) {
      throw new Error(`page ${page}: ${changedOutside} pixels changed outside the fields`);
    }
    changedShare.forEach((share, index) => {
      if (share <= 0.02) {
        throw new Error(
          `page ${page}, field ${index + 1}: no stamp (${(share * 100).toFixed(1)} %)`,
        );
      }
    });
  }
}
