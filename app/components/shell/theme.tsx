import { Moon, Sun } from "lucide-react";
import { useEffect, useSyncExternalStore } from "react";
import { useT } from "~/lib/locale";

const storageKey = "theme";

const storedOrSystemTheme = `var t=localStorage.getItem(${JSON.stringify(storageKey)});var dark=t==="dark"||(t!=="light"&&window.matchMedia("(prefers-color-scheme: dark)").matches);`;

/**
 * Runs in <head> before first paint so the page never flashes the wrong theme. It also marks
 * <html> with "js" so controls that need JavaScript stay hidden when scripts do not run. While the
 * custom-theme flag is off every page is light: the script never reads the stored choice (which is
 * kept, and applies again once the flag is back on) nor the system's preference.
 */
export function themeScriptFor(customTheme: boolean): string {
  const dark = customTheme ? storedOrSystemTheme : "var dark=false;";
  return `(function(){try{var d=document.documentElement;d.classList.add("js");${dark}d.classList.toggle("dark",dark);}catch(e){}})();`;
}

function readIsDark(): boolean {
  return document.documentElement.classList.contains("dark");
}

function subscribeToThemeClass(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}

/** The current theme as set on <html>; null on the server and while hydrating, so both render alike. */
function useIsDarkTheme(): boolean | null {
  return useSyncExternalStore(subscribeToThemeClass, readIsDark, () => null);
}

/**
 * The header's theme control: the toggle while the custom-theme flag is on; while it is off no
 * toggle, and a page reached by client-side navigation after the flag went off turns light too
 * (a full page load is already light from the head script).
 */
export function ThemeSwitch({ enabled, className }: { enabled: boolean; className?: string }) {
  useEffect(() => {
    if (!enabled) document.documentElement.classList.remove("dark");
  }, [enabled]);
  return enabled ? <ThemeToggle className={className} /> : null;
}

function ThemeToggle({ className = "" }: { className?: string }) {
  const isDark = useIsDarkTheme();
  const t = useT();
  const label = isDark ? t.shell.switchToLightTheme : t.shell.switchToDarkTheme;

  function toggle() {
    const next = !readIsDark();
    document.documentElement.classList.toggle("dark", next);
    try {
      localStorage.setItem(storageKey, next ? "dark" : "light");
    } catch {
      // Storage can be unavailable (private mode, blocked cookies); the switch still applies to this page.
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={label}
      title={label}
      className={`requires-js inline-flex size-10 items-center justify-center rounded-md text-foreground hover:bg-muted ${className}`}
    >
      {/* Both icons are rendered and swapped by the dark class, so the right one shows before hydration. */}
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
