import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { testSecret } from "../factories";

const entry = fileURLToPath(new URL("./serve-api.ts", import.meta.url));

/**
 * tests/chaos/serve-api.ts as a child process on the given database, restartable after a kill.
 * An exit the test did not ask for is recorded with the last output, so the test can say the
 * server died and why.
 */
export function serverProcess(databaseEnv: { DATABASE_URL: string; DATA_DIR: string }) {
  let child: ChildProcess | null = null;
  let origin = "";
  let output = "";
  const unexpectedExits: string[] = [];

  async function start(): Promise<void> {
    output = "";
    const started = spawn(process.execPath, ["--import", "tsx", entry], {
      env: {
        ...process.env,
        ...databaseEnv,
        APP_ENV: "test",
        NODE_ENV: "production",
        AUTH_SECRET: testSecret,
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        PORT: "0",
        APP_URL: "http://127.0.0.1",
      },
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4_000);
    };
    started.stdout!.on("data", keep);
    started.stderr!.on("data", keep);
    started.on("exit", (code, signal) => {
      if (child === started)
        unexpectedExits.push(`server exited by itself (code ${code}, signal ${signal}):\n${output}`);
    });
    child = started;
    const port = await new Promise<number>((resolve, reject) => {
      started.once("message", (message) => resolve((message as { port: number }).port));
      started.once("exit", () => reject(new Error(`server did not start:\n${output}`)));
    });
    origin = `http://127.0.0.1:${port}`;
  }

  /** kill -9: no clean-up of any kind; waits until the process is gone. */
  async function kill(): Promise<void> {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGKILL");
    await exited;
  }

  return {
    start,
    kill,
    get origin() {
      return origin;
    },
    get running() {
      return child !== null;
    },
    unexpectedExits,
  };
}
