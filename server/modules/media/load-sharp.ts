import type Sharp from "sharp";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded on first use. It holds about 29 MB of the process's memory once loaded, and a server
 * whose image variants are already on disk serves pictures without it; it is loaded the first time a
 * variant has to be drawn or an upload decoded.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import("sharp").then((module) => module.default);
  return loading;
}
