// Files the fixtures upload: a real two-page PDF, a tiny PNG, and multipart bodies.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: dredd 14 require()s hook files. */
'use strict';
const { randomBytes } = require('node:crypto');
const zlib = require('node:zlib');

async function samplePdf(pages = 2) {
  const { PDFDocument, StandardFonts } = require('@cantoo/pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`Contract test document, page ${i}`, { x: 72, y: 760, size: 14, font });
  }
  return Buffer.from(await pdf.save());
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

/** A width×height opaque PNG (RGB, one colour). */
function samplePng(width = 60, height = 28) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x33)]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** parts: [{ name, value } | { name, filename, contentType, data }] */
function multipart(parts) {
  const boundary = `----contract-${randomBytes(8).toString('hex')}`;
  const chunks = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename) head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`;
    chunks.push(
      Buffer.from(`${head}\r\n\r\n`),
      Buffer.from(part.data ?? part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

module.exports = { samplePdf, samplePng, multipart };
