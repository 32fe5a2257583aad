/** Puts the browser's zone back: assigning undefined to process.env.TZ sets the text "undefined". */
export function restoreZone(zone: string | undefined): void {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
}
