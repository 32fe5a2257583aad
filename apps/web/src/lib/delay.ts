/** A promise that settles after `ms`; UI waits go through here so fake timers can drive them. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
