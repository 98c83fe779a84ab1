/** Run-length encoding of a region's 1,024 chunk save times: [time, run length] pairs (equal times come in runs). */
export function encodeRuns(times: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const time of times) {
    const last = runs.at(-1);
    if (last && last[0] === time) last[1]++;
    else runs.push([time, 1]);
  }
  return runs;
}

export function decodeRuns(runs: readonly (readonly [number, number])[]): number[] {
  return runs.flatMap(([time, count]) => Array<number>(count).fill(time));
}
