import { responseTimeLabel, type StoreProfile } from "#common/vendors";
import { CalendarDays, Clock, PackageCheck } from "lucide-react";
import type { ReactNode } from "react";

/** Desktop stats strip: fulfillment rate, response time, established year ("Not stated" when unknown). */
export function StoreStats({ store }: { store: StoreProfile }) {
  return (
    <section aria-label="Store performance" className="hidden border-b border-border bg-muted/40 md:block">
      <dl className="mx-auto grid max-w-7xl grid-cols-3 divide-x divide-border px-4">
        <Stat
          icon={<PackageCheck aria-hidden="true" className="size-5" />}
          label="Fulfillment rate"
          value={store.fulfillmentRate === null ? null : `${store.fulfillmentRate}%`}
        />
        <Stat
          icon={<Clock aria-hidden="true" className="size-5" />}
          label="Response time"
          value={store.responseTimeHours === null ? null : responseTimeLabel(store.responseTimeHours)}
        />
        <Stat
          icon={<CalendarDays aria-hidden="true" className="size-5" />}
          label="Established"
          value={store.establishedYear === null ? null : String(store.establishedYear)}
        />
      </dl>
    </section>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string | null }) {
  return (
    <div className="flex flex-col items-center justify-center gap-1 py-4">
      <dt className="flex items-center gap-2 text-xs tracking-wide text-muted-foreground uppercase">
        <span className="text-primary-text">{icon}</span>
        {label}
      </dt>
      <dd className="font-semibold">{value ?? "Not stated"}</dd>
    </div>
  );
}
