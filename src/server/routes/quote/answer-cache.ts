// Answers already given, by the exact request text (docs/decisions/008-quote-answer-cache.md).

/** Longer request texts are priced every time: a real configuration is a few hundred bytes. */
export const MAX_CACHED_REQUEST_LENGTH = 4096;

/**
 * A bounded map from a request's JSON text to the JSON answer the route gave it. A price without
 * products depends only on the request and the catalogue compiled into the server, so the same
 * bytes always get the same answer. When full, the oldest entry makes room (insertion order).
 */
export class AnswerCache {
  readonly #answers = new Map<string, string>();

  constructor(readonly capacity: number) {}

  get(request: string): string | undefined {
    return this.#answers.get(request);
  }

  set(request: string, answer: string): void {
    if (request.length > MAX_CACHED_REQUEST_LENGTH || this.#answers.has(request)) return;
    if (this.#answers.size >= this.capacity) {
      const oldest = this.#answers.keys().next().value;
      if (oldest !== undefined) this.#answers.delete(oldest);
    }
    this.#answers.set(request, answer);
  }

  get size(): number {
    return this.#answers.size;
  }
}
