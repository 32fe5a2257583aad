import {
  PDFDocument,
  StandardFonts,
  fill,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { printableText, wrapText } from './pdf-lines.ts';

/*
 * What the printable documents (timesheet, payroll summary, receipt) share: Letter pages, the
 * standard Helvetica fonts, and a writer that moves down the page and starts a new one when a
 * block would not fit, so that no document measures its own page breaks.
 */

// Letter, portrait, in points.
export const PAGE: [number, number] = [612, 792];
export const LEFT = 40;
export const RIGHT = 572;
export const TOP = 752;
export const BOTTOM = 56;
export const INK = rgb(0.1, 0.12, 0.16);
export const GREY = rgb(0.4, 0.43, 0.48);
export const LINE = rgb(0.7, 0.72, 0.75);

type Color = ReturnType<typeof rgb>;

/** A table column: where it starts, how wide it is, and which side its text keeps to. */
export type Column<K extends string> = {
  key: K;
  x: number;
  width: number;
  align: 'left' | 'right';
};

/** A new document with its metadata set: the generation time is its creation time. */
export async function newPdf(title: string, generatedAt: Date): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('VerifiedHours');
  doc.setProducer('VerifiedHours');
  doc.setCreationDate(generatedAt);
  doc.setModificationDate(generatedAt);
  return doc;
}

/** Draws on pages in order, starting a new one (with the running header) when a block won't fit. */
export class Writer<K extends string> {
  readonly doc: PDFDocument;
  readonly regular: PDFFont;
  readonly bold: PDFFont;
  /** The table's columns; a document may set them once it can measure its text. */
  columns: Column<K>[];
  private readonly encodable: Set<number>;
  page: PDFPage;
  y = TOP;
  /** Redraws what a continued section needs at the top of a new page (a table's header). */
  continuation: (() => void) | undefined;

  private constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont, columns: Column<K>[]) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.columns = columns;
    this.encodable = new Set(regular.getCharacterSet());
    this.page = doc.addPage(PAGE);
  }

  /** A writer on the first page of `doc`, with Helvetica and the table's columns. */
  static async on<K extends string>(doc: PDFDocument, columns: Column<K>[]): Promise<Writer<K>> {
    return new Writer(
      doc,
      await doc.embedFont(StandardFonts.Helvetica),
      await doc.embedFont(StandardFonts.HelveticaBold),
      columns,
    );
  }

  printable(text: string): string {
    return printableText(this.encodable, text);
  }

  width(text: string, size: number, font = this.regular): number {
    return font.widthOfTextAtSize(this.printable(text), size);
  }

  /** The text cut to `width`, with an ellipsis where it was cut. */
  clipped(text: string, size: number, width: number, font = this.regular): string {
    const clean = this.printable(text);
    if (font.widthOfTextAtSize(clean, size) <= width) return clean;
    let cut = clean;
    while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, size) > width) {
      cut = cut.slice(0, -1);
    }
    return `${cut.trimEnd()}...`;
  }

  wrap(text: string, size: number, width: number, font = this.regular): string[] {
    return wrapText(font, this.printable(text), size, width);
  }

  text(
    value: string,
    x: number,
    options: { size?: number; font?: PDFFont; color?: Color; y?: number } = {},
  ): void {
    this.page.drawText(this.printable(value), {
      x,
      y: options.y ?? this.y,
      size: options.size ?? 9,
      font: options.font ?? this.regular,
      color: options.color ?? INK,
    });
  }

  rule(y = this.y, thickness = 0.5, from = LEFT, to = RIGHT): void {
    this.page.drawLine({
      start: { x: from, y },
      end: { x: to, y },
      thickness,
      color: LINE,
    });
  }

  /** Room for `height` points on this page, else a new page (and the section's running header). */
  ensure(height: number): void {
    if (this.y - height >= BOTTOM) return;
    this.newPage();
  }

  /** A new page now, with the section's running header. */
  newPage(): void {
    this.page = this.doc.addPage(PAGE);
    this.y = TOP;
    this.continuation?.();
  }

  /** A paragraph, wrapped between `x` and `right` (the margins), moving down as it goes. */
  paragraph(
    value: string,
    options: { size?: number; font?: PDFFont; color?: Color; x?: number; right?: number } = {},
  ) {
    const size = options.size ?? 9;
    const x = options.x ?? LEFT;
    const lineHeight = size * 1.35;
    for (const line of this.wrap(value, size, (options.right ?? RIGHT) - x, options.font)) {
      this.ensure(lineHeight);
      this.y -= lineHeight;
      this.text(line, x, { ...options, size });
    }
  }

  /** One table line: text cells left-aligned, figures right-aligned, each cut to its column. */
  tableRow(cells: Partial<Record<K, string>>, font = this.regular, size = 8.5): void {
    for (const column of this.columns) {
      const value = cells[column.key];
      if (!value) continue;
      const fitted = this.clipped(value, size, column.width, font);
      const x =
        column.align === 'left'
          ? column.x
          : column.x + column.width - font.widthOfTextAtSize(fitted, size);
      this.text(fitted, x, { size, font });
    }
  }

  /** Every page's foot: `left` (cut to fit) and the page's number out of all. */
  footers(left: string, label: (page: number, pages: number) => string): void {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      this.page = page;
      const number = label(index + 1, pages.length);
      this.text(number, RIGHT - this.width(number, 8), { y: 30, size: 8, color: GREY });
      this.text(this.clipped(left, 8, 360), LEFT, { y: 30, size: 8, color: GREY });
    });
  }
}

/**
 * A QR code (its modules, row by row, dark = true) as filled squares, one per run of dark modules
 * in a row, so it prints sharp at any size. `size` includes the quiet zone; `top` is its top edge.
 */
export function drawQr(
  page: PDFPage,
  matrix: boolean[][],
  place: { x: number; top: number; size: number; quietZone: number },
): void {
  const { x, top, quietZone } = place;
  const unit = place.size / (matrix.length + 2 * quietZone);
  const operators = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
  matrix.forEach((row, r) => {
    let start = -1;
    row.forEach((dark, c) => {
      if (dark && start < 0) start = c;
      if ((!dark || c === row.length - 1) && start >= 0) {
        const end = dark ? c + 1 : c;
        operators.push(
          rectangle(
            x + (quietZone + start) * unit,
            top - (quietZone + r + 1) * unit,
            (end - start) * unit,
            unit,
          ),
        );
        start = -1;
      }
    });
  });
  operators.push(fill(), popGraphicsState());
  page.pushOperators(...operators);
}
