/** The process's memory before some work and at its peak during it, sampled every 10 ms (after a GC, when --expose-gc). */
export function watchMemoryPeak(): { stop(): { baseRss: number; peakRss: number; rssGrowth: number; heapGrowth: number } } {
  (globalThis as { gc?: () => void }).gc?.();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 10);
  return {
    stop() {
      clearInterval(sampler);
      return { baseRss: base.rss, peakRss, rssGrowth: peakRss - base.rss, heapGrowth: peakHeap - base.heapUsed };
    },
  };
}
