import { useNavigation } from "react-router";
import { useT } from "~/lib/locale";

/** A thin bar at the top of the page while a navigation is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const t = useT();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label={t.shell.loadingPage}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-primary/20"
    >
      <div className="navigation-progress-bar h-full w-2/5 bg-primary" />
    </div>
  );
}
