/** German pages for what the server answers without the app: never a stack or an internal message. */
const PAGES: Record<number, { title: string; text: string }> = {
  400: { title: 'Ungültige Anfrage', text: 'Diese Adresse können wir nicht lesen. Bitte prüfen Sie den Link.' },
  404: { title: 'Seite nicht gefunden', text: 'Diese Seite gibt es bei Tippwerk nicht (mehr).' },
  403: { title: 'Nicht erlaubt', text: 'Diese Anfrage kam nicht von einer Seite von Tippwerk.' },
  405: { title: 'Nicht erlaubt', text: 'Diese Art von Anfrage nimmt die Seite nicht an.' },
  411: { title: 'Ungültige Anfrage', text: 'Dieser Anfrage fehlt die Angabe ihrer Länge.' },
  413: { title: 'Anfrage zu groß', text: 'Diese Anfrage ist größer, als die Seite annimmt.' },
  414: { title: 'Adresse zu lang', text: 'Diese Adresse ist zu lang. Bitte prüfen Sie den Link.' },
  410: { title: 'Seite entfernt', text: 'Diese Seite wurde dauerhaft entfernt.' },
  500: {
    title: 'Ein Fehler ist aufgetreten',
    text: 'Die Seite konnte gerade nicht geladen werden. Bitte versuchen Sie es in einem Moment noch einmal.',
  },
  503: { title: 'Gerade nicht erreichbar', text: 'Tippwerk ist gleich wieder für Sie da.' },
};

export function errorPageHtml(status: number): string {
  const page = PAGES[status] ?? PAGES[500]!;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${page.title} – Tippwerk</title>
</head>
<body>
<main>
<h1>${page.title}</h1>
<p>${page.text}</p>
<p><a href="/">Zur Startseite</a></p>
</main>
</body>
</html>
`;
}
