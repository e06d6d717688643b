import { type CommandRequest, commandOperations } from '@radiant/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { COMMANDS_KEY } from './get-commands';

// Failures show in the dialog itself (its description and field errors), not as toasts.

/** What a command would reach and change; nothing is sent. */
export const usePreviewCommand = () =>
  useMutation({
    mutationFn: async (request: CommandRequest) =>
      (await callApi(commandOperations.preview, { body: request })).data.preview,
  });

/** Sends the change to the radiators' gateways; the commands list reloads. */
export function useSendCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CommandRequest) =>
      (await callApi(commandOperations.create, { body: request })).data.command,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMMANDS_KEY }),
  });
}
