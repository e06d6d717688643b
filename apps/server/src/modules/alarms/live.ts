import type { Alarm, AlarmCounts, AlarmEvent } from '@radiant/contract';
import type { FastifyInstance } from 'fastify';
import type { AlarmAnnouncement } from './changes.ts';
import { ALARM_CHANNEL, countOpenAlarms, findAlarm } from './repository.ts';

/** What a watcher of the alarms hears. */
export type AlarmNews = { event: 'counts'; data: AlarmCounts } | { event: AlarmEvent; data: Alarm };

/**
 * Alarm events for this instance's watchers (the console's header and list), from the notifications every
 * instance's changes send once they commit: each event with its alarm, then the open counts when they moved.
 * Listens only while someone watches.
 */
export function alarmNews(app: FastifyInstance) {
  const watchers = new Set<(news: AlarmNews) => void>();
  let stopListening: Promise<() => Promise<void>> | undefined;
  let lastCounts = '';
  let counting: Promise<void> | undefined;
  let countAgain = false;

  const tell = (news: AlarmNews) => {
    for (const watcher of watchers) watcher(news);
  };
  /** Counts again (once more if asked while counting) and tells the counts when they differ from the last. */
  const recount = (): Promise<void> => {
    if (counting) {
      countAgain = true;
      return counting;
    }
    counting = (async () => {
      try {
        do {
          countAgain = false;
          const counts = await countOpenAlarms(app.database.db);
          const print = JSON.stringify(counts);
          if (print !== lastCounts) {
            lastCounts = print;
            tell({ event: 'counts', data: counts });
          }
        } while (countAgain);
      } catch (error) {
        app.log.warn({ err: error }, 'the open alarms could not be counted for live watchers');
      } finally {
        counting = undefined;
      }
    })();
    return counting;
  };
  const hear = async (payload: string) => {
    const announcement = JSON.parse(payload) as AlarmAnnouncement;
    if (announcement.event !== 'many') {
      const alarm = await findAlarm(app.database.db, announcement.id).catch(() => undefined);
      if (alarm) tell({ event: announcement.event, data: alarm });
    }
    await recount();
  };
  const listen = () =>
    app.database.listen(
      ALARM_CHANNEL,
      (payload) => void hear(payload),
      // Whatever was announced while deaf is lost: the counts say where things stand.
      (hearing) => void (hearing && recount()),
    );

  app.addHook('onClose', async () => {
    watchers.clear();
    if (stopListening) await (await stopListening)();
  });

  return {
    /** Watches from now: the counts at once, then every event. Answers how to stop watching. */
    async watch(watcher: (news: AlarmNews) => void) {
      const counts = await countOpenAlarms(app.database.db);
      // The latest counts: every watcher has heard them now, or the news that moved them.
      lastCounts = JSON.stringify(counts);
      watcher({ event: 'counts', data: counts });
      watchers.add(watcher);
      stopListening ??= listen();
      await stopListening;
      return () => void watchers.delete(watcher);
    },
  };
}
