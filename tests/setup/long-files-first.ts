import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that each take minutes in one worker, whatever their size on disk. Vitest runs the longest
 * files first when it remembers their durations, and the largest first when it does not (a fresh
 * clone, as on CI): these small files then started last and ran alone on one core for minutes
 * while the other core sat idle. Started first, they run beside the rest.
 */
const longFiles = /\/tests\/(fuzz|chaos)\/[^/]+\.test\.ts$/;

export default class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => longFiles.test(file.moduleId);
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}
