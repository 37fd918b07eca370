/**
 * Development page (spec/1 §2 "layout tests"): a view that fails while it renders, so anybody can
 * see what the router's error boundary makes of an unexpected error (the German error page).
 */
export default function ErrorTestView(): never {
  throw new Error('Absichtlicher Fehler der Entwicklerseite /dev/fehler');
}
