import { adminSettingsTexts } from "#common/i18n/admin-settings";
import { useId } from "react";
import { usePageTexts } from "~/lib/locale";

/** The company's e-mail domains, read-only: they come from the server's configuration. */
export function CompanyDomains({ domains }: { domains: readonly string[] }) {
  const t = usePageTexts(adminSettingsTexts);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {t.sections.companyDomains}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t.companyDomainsIntro}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {domains.map((domain) => (
          <li key={domain} className="rounded-md bg-muted px-3 py-1 font-mono text-sm">
            {domain}
          </li>
        ))}
      </ul>
    </section>
  );
}
