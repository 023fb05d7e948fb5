/** JSON text to a value, or undefined when it is not JSON: for bodies that may be anything. */
export function parseJsonOrUndefined(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return value;
  } catch {
    return undefined;
  }
}
