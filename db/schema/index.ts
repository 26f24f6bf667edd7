export * from "./auth";
export * from "./identity";
export * from "./audit";
export * from "./platform";
export * from "./reference";
export * from "./marketing";
export * from "./catalog";
export * from "./commerce";
