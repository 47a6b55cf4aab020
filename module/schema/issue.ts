/** One problem in one value: where (dot/bracket path) and what. A leaf, so every checker can name it. */
export interface Issue {
  readonly path: string;
  readonly message: string;
}
