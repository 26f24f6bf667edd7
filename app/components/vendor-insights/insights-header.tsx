/** The heading and the line that says what the page's figures count. */
export function InsightsHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="space-y-2">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="text-muted-foreground">{intro}</p>
    </header>
  );
}
