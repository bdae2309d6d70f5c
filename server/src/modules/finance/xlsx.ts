// A streaming XLSX writer: one worksheet of rows, written as they come into a ZIP whose entries are deflated on the
// fly and closed with data descriptors (sizes and CRC after the data), so no part of the file is held in memory.
// (No XLSX library is installed; exceljs would bring ~60 packages for what these 100 lines do.)
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

export type Cell = string | number | null;

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`;
const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const workbook = (sheetName: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const WORKBOOK_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

// Characters XML 1.0 cannot carry at all.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function cellXml(cell: Cell): string {
  if (cell === null) return '<c/>';
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c><v>${cell}</v></c>` : '<c/>';
  return `<c t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
}

export const rowXml = (row: Cell[]) => `<row>${row.map(cellXml).join('')}</row>`;

interface Written { name: Buffer; crc: number; size: number; compressed: number; offset: number }

/** DOS date and time of a Date (ZIP headers). */
function dosDateTime(date: Date): { time: number; day: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    day: ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

// General purpose flags: 3 (sizes in a data descriptor) and 11 (UTF-8 names).
const FLAGS = 0x0008 | 0x0800;
const DEFLATE = 8;

/** The ZIP of named parts, each an iterable of text chunks, as a byte stream. */
export async function* zipStream(parts: { name: string; content: AsyncIterable<string> | Iterable<string> }[], now: Date): AsyncGenerator<Buffer> {
  const { time, day } = dosDateTime(now);
  const written: Written[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    // CRC and sizes (14-25) stay 0: they follow the data.
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const entry: Written = { name, crc: 0, size: 0, compressed: 0, offset };
    yield local;
    yield name;
    offset += local.length + name.length;
    async function* raw() {
      for await (const text of part.content) {
        const bytes = Buffer.from(text, 'utf8');
        entry.crc = zlib.crc32(bytes, entry.crc);
        entry.size += bytes.length;
        yield bytes;
      }
    }
    for await (const chunk of Readable.from(raw()).pipe(zlib.createDeflateRaw())) {
      entry.compressed += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(entry.crc >>> 0, 4);
    descriptor.writeUInt32LE(entry.compressed, 8);
    descriptor.writeUInt32LE(entry.size, 12);
    yield descriptor;
    offset += entry.compressed + descriptor.length;
    written.push(entry);
  }
  const start = offset;
  for (const entry of written) {
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(FLAGS, 8);
    central.writeUInt16LE(DEFLATE, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(day, 14);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.compressed, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(entry.offset, 42);
    yield central;
    yield entry.name;
    offset += central.length + entry.name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(offset - start, 12);
  end.writeUInt32LE(start, 16);
  yield end;
}

/** An XLSX workbook of one sheet whose rows arrive in batches (one batch per database page). */
export function xlsxStream(sheetName: string, batches: AsyncIterable<Cell[][]>, now: Date): AsyncGenerator<Buffer> {
  async function* sheet() {
    yield '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
    for await (const batch of batches) yield batch.map(rowXml).join('');
    yield '</sheetData></worksheet>';
  }
  return zipStream(
    [
      { name: '[Content_Types].xml', content: [CONTENT_TYPES] },
      { name: '_rels/.rels', content: [ROOT_RELS] },
      { name: 'xl/workbook.xml', content: [workbook(sheetName)] },
      { name: 'xl/_rels/workbook.xml.rels', content: [WORKBOOK_RELS] },
      { name: 'xl/worksheets/sheet1.xml', content: sheet() },
    ],
    now,
  );
}

// -- CSV ----------------------------------------------------------------------------------------------------------

/** A CSV field; text that a spreadsheet would run as a formula (=, +, -, @ first) gets a leading quote mark. */
export function csvField(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** CSV (UTF-8 with a byte order mark, so spreadsheets read the accents) whose rows arrive in batches. */
export async function* csvStream(batches: AsyncIterable<Cell[][]>): AsyncGenerator<Buffer> {
  yield Buffer.from('\uFEFF', 'utf8');
  for await (const batch of batches) yield Buffer.from(batch.map((row) => `${row.map(csvField).join(',')}\r\n`).join(''), 'utf8');
}
