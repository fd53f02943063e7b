// `npx tsx scripts/draw-mock-images.ts`: draws the pictures the mock loop serves for page images,
// visual-signature previews and the company logo (openapi/examples/images/*.png), so a screen
// against the Prism mock shows a page, a signature and a logo instead of a broken image. Run again only to change them.
import { createCanvas } from '@napi-rs/canvas';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '..', 'openapi', 'examples', 'images');
mkdirSync(out, { recursive: true });

/** An A4 page (595 x 842 points at 1 px each) of the example world's mandate agreement. */
function page(number: number, pages: number): Buffer {
  const canvas = createCanvas(595, 842);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 595, 842);
  g.fillStyle = '#1a202c';
  g.font = 'bold 20px sans-serif';
  if (number === 1) g.fillText('Mandate agreement 2026', 56, 90);
  g.font = '12px sans-serif';
  g.fillText('Muster Treuhand AG · Bahnhofstrasse 1 · 8001 Zürich', 56, number === 1 ? 116 : 80);
  // Grey bars stand for the paragraphs of the contract.
  g.fillStyle = '#cbd5e0';
  let y = number === 1 ? 150 : 110;
  for (let paragraph = 0; paragraph < 6 && y < 480; paragraph += 1) {
    for (let line = 0; line < 5; line += 1) {
      const width = line === 4 ? 260 : 483 - ((paragraph * 37 + line * 19) % 60);
      g.fillRect(56, y, width, 7);
      y += 15;
    }
    y += 18;
  }
  if (number === pages) {
    g.fillStyle = '#4a5568';
    g.fillText('Zürich, 20 November 2026', 56, 505);
    g.strokeStyle = '#a0aec0';
    g.beginPath();
    g.moveTo(56, 670);
    g.lineTo(356, 670);
    g.stroke();
  }
  g.fillStyle = '#718096';
  g.fillText(`Page ${number} of ${pages}`, 260, 812);
  return canvas.toBuffer('image/png');
}

/** A visual signature (300 x 140): a handwritten stroke over the name and standard. */
function visualSignature(): Buffer {
  const canvas = createCanvas(300, 140);
  const g = canvas.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 300, 140);
  g.strokeStyle = '#1a365d';
  g.lineWidth = 2.5;
  g.beginPath();
  g.moveTo(20, 70);
  g.bezierCurveTo(50, 10, 70, 100, 95, 55);
  g.bezierCurveTo(110, 30, 125, 85, 150, 50);
  g.bezierCurveTo(170, 25, 190, 80, 230, 45);
  g.stroke();
  g.fillStyle = '#1a202c';
  g.font = 'bold 14px sans-serif';
  g.fillText('Anna Meier', 20, 105);
  g.font = '11px sans-serif';
  g.fillText('Muster Treuhand AG · Zürich · QES', 20, 124);
  return canvas.toBuffer('image/png');
}

/** The example company's logo (240 x 80, transparent): a mark and the name. */
function companyLogo(): Buffer {
  const canvas = createCanvas(240, 80);
  const g = canvas.getContext('2d');
  g.fillStyle = '#1f5ed6';
  g.fillRect(8, 16, 48, 48);
  g.fillStyle = '#ffffff';
  g.font = 'bold 28px sans-serif';
  g.fillText('M', 16, 51);
  g.fillStyle = '#1a202c';
  g.font = 'bold 18px sans-serif';
  g.fillText('Muster', 68, 38);
  g.font = '14px sans-serif';
  g.fillText('Treuhand AG', 68, 58);
  return canvas.toBuffer('image/png');
}

for (let number = 1; number <= 3; number += 1) {
  writeFileSync(path.join(out, `page-${number}.png`), page(number, 3));
}
writeFileSync(path.join(out, 'visual-signature.png'), visualSignature());
writeFileSync(path.join(out, 'logo.png'), companyLogo());
console.log(`mock images → ${path.relative(process.cwd(), out)}/`);
