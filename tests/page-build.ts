import type { RouteConfigEntry } from "@react-router/dev/routes";
import {
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
} from "react-router";
import routeConfig from "~/routes";
import * as entryServer from "~/entry.server";
import * as rootModule from "~/root";

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** Every route module, keyed as app/routes.ts names them ("routes/storefront/home.tsx"). */
const routeModules = import.meta.glob<RouteModule>("../app/routes/**/*.tsx", { eager: true });
const routeSources = import.meta.glob<string>("../app/routes/**/*.tsx", {
  eager: true,
  query: "?raw",
  import: "default",
});

/**
 * What the Vite plugin does to a route module: its components get loaderData, params and matches as props.
 */
function withProps(module: RouteModule): RouteModule {
  const {
    default: Component,
    ErrorBoundary,
    HydrateFallback,
  } = module as unknown as {
    default?: Parameters<typeof UNSAFE_withComponentProps>[0];
    ErrorBoundary?: Parameters<typeof UNSAFE_withErrorBoundaryProps>[0];
    HydrateFallback?: Parameters<typeof UNSAFE_withHydrateFallbackProps>[0];
  };
  return {
    ...module,
    ...(Component && { default: UNSAFE_withComponentProps(Component) }),
    ...(ErrorBoundary && { ErrorBoundary: UNSAFE_withErrorBoundaryProps(ErrorBoundary) }),
    ...(HydrateFallback && { HydrateFallback: UNSAFE_withHydrateFallbackProps(HydrateFallback) }),
  } as RouteModule;
}

export interface PageRoute {
  id: string;
  /** The full path pattern ("products/:productId"). */
  path: string;
  hasAction: boolean;
  /** The module's source text. */
  source: string;
}

/**
 * The React Router server build made from app/routes.ts and the route modules themselves, as the
 * Vite plugin would make it but without Vite or `npm run build`: lets a test send requests to
 * every page through server/app.ts in-process. Browser assets are stand-ins (no page is hydrated).
 */
export function pageServerBuild(): { build: ServerBuild; pages: PageRoute[] } {
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: withProps(rootModule as unknown as RouteModule) },
  };
  const pages: PageRoute[] = [];
  const walk = (entries: readonly RouteConfigEntry[], parentId: string, parentPath: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[a-z0-9]+$/i, "");
      const found = routeModules[`../app/${entry.file}`];
      if (!found) throw new Error(`route module not found: app/${entry.file}`);
      const module = withProps(found);
      routes[id] = {
        id,
        parentId,
        path: entry.path,
        index: entry.index,
        caseSensitive: entry.caseSensitive,
        module,
      };
      const fullPath =
        entry.path === undefined && !entry.index
          ? undefined
          : [parentPath, entry.path ?? ""].filter(Boolean).join("/");
      if (fullPath !== undefined)
        pages.push({
          id,
          path: fullPath,
          hasAction: typeof module.action === "function",
          source: routeSources[`../app/${entry.file}`]!,
        });
      if (entry.children) walk(entry.children, id, fullPath ?? parentPath);
    }
  };
  walk(routeConfig, "root", "");

  const assetRoutes = Object.fromEntries(
    Object.values(routes).map((route) => [
      route!.id,
      {
        id: route!.id,
        parentId: route!.parentId,
        path: route!.path,
        index: route!.index,
        caseSensitive: route!.caseSensitive,
        module: `/assets/${route!.id}.js`,
        hasAction: typeof route!.module.action === "function",
        hasLoader: typeof route!.module.loader === "function",
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: typeof route!.module.ErrorBoundary === "function",
        clientActionModule: undefined,
        clientLoaderModule: undefined,
        clientMiddlewareModule: undefined,
        hydrateFallbackModule: undefined,
      },
    ]),
  );
  const build: ServerBuild = {
    entry: { module: entryServer },
    routes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: assetRoutes,
      url: "/assets/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { v8_middleware: true, v8_passThroughRequests: false, v8_trailingSlashAwareDataRequests: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
  return { build, pages };
}
