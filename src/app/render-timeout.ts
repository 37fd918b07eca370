/** A page's whole render, backend calls included, ends within this (a hanging backend gets the 503 page). */
export const RENDER_TIMEOUT_MS = 8_000;
