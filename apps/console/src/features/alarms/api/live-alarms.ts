import { type Alarm, alarmOperations, pathOf } from '@radiant/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useEventStream } from '@/lib/use-event-stream';
import { ALARM_COUNTS_KEY, ALARMS_KEY } from './get-alarms';

const live = alarmOperations.live;

/**
 * The console's one stream of alarms, open on every screen: `counts` replace the header's counts, and each
 * raised, acknowledged or cleared alarm reloads the alarm lists on screen; `onRaised` hears of new ones.
 */
export function useLiveAlarms(onRaised: (alarm: Alarm) => void) {
  const queryClient = useQueryClient();
  const state = useEventStream(pathOf(live), ({ event, data }) => {
    if (event === 'counts') {
      queryClient.setQueryData(ALARM_COUNTS_KEY, live.events.counts.parse(JSON.parse(data)));
    } else if (event === 'raised' || event === 'acknowledged' || event === 'cleared') {
      void queryClient.invalidateQueries({ queryKey: ALARMS_KEY });
      if (event === 'raised') onRaised(live.events.raised.parse(JSON.parse(data)));
    }
  });
  // Alarms may have changed while the stream was down: the lists reload once it is back.
  const wasPaused = useRef(false);
  useEffect(() => {
    if (state === 'paused') wasPaused.current = true;
    else if (state === 'live' && wasPaused.current) {
      wasPaused.current = false;
      void queryClient.invalidateQueries({ queryKey: ALARMS_KEY });
    }
  }, [state, queryClient]);
}
