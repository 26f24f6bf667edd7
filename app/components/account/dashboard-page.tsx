import type { ReactNode } from "react";

export function DashboardPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      <div className="mt-8 space-y-6">{children}</div>
    </div>
  );
}
