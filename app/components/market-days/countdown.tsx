import { marketDaysTexts } from "#common/i18n/market-days";
import { timeLeft } from "#common/market-days";
import { useEffect, useState } from "react";
import { useFormat, usePageTexts } from "~/lib/locale";

/**
 * The time left until `target`, counted from the server's clock (`serverNow`): the first render
 * is the server's figure, and once the page runs the seconds tick on from it. Only the figures
 * tick; whether the market day is upcoming, active or past is the server's, read on each load.
 */
export function Countdown({
  target,
  serverNow,
  to,
}: {
  target: string;
  serverNow: string;
  to: "start" | "end";
}) {
  const texts = usePageTexts(marketDaysTexts);
  const format = useFormat();
  const [now, setNow] = useState(() => new Date(serverNow));
  useEffect(() => {
    const offset = new Date(serverNow).getTime() - Date.now();
    const tick = () => setNow(new Date(Date.now() + offset));
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [serverNow]);
  const left = timeLeft(target, now);
  const parts = (["days", "hours", "minutes", "seconds"] as const).map((unit) => ({
    unit,
    value: format.number(left[unit]),
  }));
  const spoken = parts.map((part) => `${part.value} ${texts.units[part.unit]}`).join(", ");
  return (
    <div>
      <p className="text-sm font-medium">{to === "start" ? texts.startsIn : texts.endsIn}</p>
      <div role="timer" aria-label={texts.countdownLabel(spoken)} className="mt-1 flex gap-2">
        {parts.map((part) => (
          <span
            key={part.unit}
            aria-hidden="true"
            className="flex min-w-14 flex-col items-center rounded-md bg-background/80 px-2 py-1 text-foreground"
          >
            <span className="text-xl font-bold tabular-nums">{part.value}</span>
            <span className="text-xs">{texts.units[part.unit]}</span>
          </span>
        ))}
      </div>
    </div>
  );
}
