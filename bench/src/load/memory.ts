import { readFile } from 'node:fs/promises';

/** A process's resident memory in MB, from Linux's /proc: what the operating system gives it. */
async function residentMb(pid: number) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? Number.NaN);
  return kilobytes / 1024;
}

/** Samples each process's resident memory every `everyMs` until stopped: the samples in MB, per process. */
export function sampleMemory(pids: number[], everyMs = 5000) {
  const samples: number[][] = pids.map(() => []);
  const take = async () => {
    const sizes = await Promise.all(pids.map(residentMb));
    for (const [index, size] of sizes.entries()) samples[index]?.push(size);
  };
  void take();
  const timer = setInterval(() => void take(), everyMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await take();
      return samples;
    },
  };
}

/** Growth a minute (MB) of samples taken every `everyMs`, by least squares. */
function growthPerMinute(samples: number[], everyMs: number) {
  const xMean = (samples.length - 1) / 2;
  const yMean = samples.reduce((sum, value) => sum + value, 0) / Math.max(1, samples.length);
  let covariance = 0;
  let variance = 0;
  for (const [index, value] of samples.entries()) {
    covariance += (index - xMean) * (value - yMean);
    variance += (index - xMean) ** 2;
  }
  return variance === 0 ? 0 : (covariance / variance) * (60_000 / everyMs);
}

/**
 * Whether memory held flat: the mean of the run's second tenth (once warmed up) against its last tenth, the
 * largest sample, and the growth a minute over each half: the first fills what an instance keeps (every
 * gateway's key, sessions, pages), the second should not grow.
 */
export function memoryTrend(samples: number[], everyMs: number) {
  const tenth = Math.max(1, Math.floor(samples.length / 10));
  const half = Math.floor(samples.length / 2);
  const mean = (values: number[]) =>
    values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  return {
    warmMb: mean(samples.slice(tenth, 2 * tenth)),
    lastMb: mean(samples.slice(-tenth)),
    peakMb: Math.max(...samples),
    firstHalfGrowth: growthPerMinute(samples.slice(0, half), everyMs),
    secondHalfGrowth: growthPerMinute(samples.slice(half), everyMs),
  };
}
