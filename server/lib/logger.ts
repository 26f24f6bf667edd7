import pino from "pino";

export function createLogger(level: string) {
  return pino({ level, base: { service: "shop-african-brands" }, timestamp: pino.stdTimeFunctions.isoTime });
}
