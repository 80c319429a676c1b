import type { CreateCardInput, UpdateCardInput } from '@shared/board-rules';
import type { Board, BoardCard } from '@shared/contract/board';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth';
import { toast, toastError } from '@/lib/toast';
import { boardToasts } from './board-texts';

const boardKey = (userId: string | undefined, teamId: string) => ['board', userId, teamId] as const;

/** GET /api/teams/:teamId/board: the team's board, made on first open. */
export function useBoard(teamId: string) {
  const { user, callApi } = useAuth();
  return useQuery(
    queryOptions({
      queryKey: boardKey(user?.id, teamId),
      queryFn: async ({ signal }) =>
        (await callApi('GET /api/teams/:teamId/board', { signal, params: { teamId } })).board,
      enabled: Boolean(user) && teamId !== '',
    }),
  );
}

export function useCardHistory(teamId: string, cardId: string) {
  const { user, callApi } = useAuth();
  return useQuery({
    queryKey: [...boardKey(user?.id, teamId), 'history', cardId] as const,
    queryFn: async ({ signal }) =>
      (
        await callApi('GET /api/teams/:teamId/board/cards/:cardId/history', {
          signal,
          params: { teamId, cardId },
        })
      ).items,
    enabled: Boolean(user),
  });
}

/** A card put in place in a board, as the server will: the board shows a move at once. */
function placed(board: Board, cardId: string, columnId: string, beforeCardId: string | null): Board {
  const card = board.columns.flatMap((column) => column.cards).find((one) => one.id === cardId);
  if (!card) return board;
  const columns = board.columns.map((column) => ({
    ...column,
    cards: column.cards.filter((one) => one.id !== cardId),
  }));
  const target = columns.find((column) => column.id === columnId);
  if (!target) return board;
  const at = beforeCardId ? target.cards.findIndex((one) => one.id === beforeCardId) : -1;
  target.cards.splice(at < 0 ? target.cards.length : at, 0, { ...card, columnId });
  return { ...board, columns };
}

/** Every change of the board: each answers the board or a card, which the cached board takes in. */
export function useBoardChanges(teamId: string) {
  const { user, callApi } = useAuth();
  const queryClient = useQueryClient();
  const key = boardKey(user?.id, teamId);
  const setBoard = (board: Board) => queryClient.setQueryData<Board>(key, board);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const params = { teamId };

  const move = useMutation({
    mutationFn: (input: { cardId: string; columnId: string; beforeCardId: string | null }) =>
      callApi('POST /api/teams/:teamId/board/cards/:cardId/move', {
        params: { teamId, cardId: input.cardId },
        body: { columnId: input.columnId, beforeCardId: input.beforeCardId },
      }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Board>(key);
      if (before) setBoard(placed(before, input.cardId, input.columnId, input.beforeCardId));
      return { before };
    },
    onSuccess: ({ board }) => setBoard(board),
    onError: (error, _input, context) => {
      if (context?.before) setBoard(context.before);
      toastError(error);
    },
  });

  const createCard = useMutation({
    mutationFn: (body: CreateCardInput) => callApi('POST /api/teams/:teamId/board/cards', { params, body }),
    onSuccess: () => refresh(),
    onError: toastError,
  });

  const updateCard = useMutation({
    mutationFn: ({ cardId, body }: { cardId: string; body: UpdateCardInput }) =>
      callApi('PATCH /api/teams/:teamId/board/cards/:cardId', { params: { teamId, cardId }, body }),
    onSuccess: ({ card }: { card: BoardCard }) => {
      toast(boardToasts.saved);
      void queryClient.invalidateQueries({ queryKey: [...key, 'history', card.id] });
      return refresh();
    },
    onError: toastError,
  });

  const deleteCard = useMutation({
    mutationFn: (cardId: string) =>
      callApi('DELETE /api/teams/:teamId/board/cards/:cardId', { params: { teamId, cardId } }),
    onSuccess: () => {
      toast(boardToasts.deleted);
      return refresh();
    },
    onError: toastError,
  });

  const addColumn = useMutation({
    mutationFn: (name: string) =>
      callApi('POST /api/teams/:teamId/board/columns', { params, body: { name } }),
    onSuccess: ({ board }) => setBoard(board),
    onError: toastError,
  });
  const renameColumn = useMutation({
    mutationFn: ({ columnId, name }: { columnId: string; name: string }) =>
      callApi('PATCH /api/teams/:teamId/board/columns/:columnId', {
        params: { teamId, columnId },
        body: { name },
      }),
    onSuccess: ({ board }) => setBoard(board),
    onError: toastError,
  });
  const orderColumns = useMutation({
    mutationFn: (columnIds: string[]) =>
      callApi('PUT /api/teams/:teamId/board/columns/order', { params, body: { columnIds } }),
    onSuccess: ({ board }) => setBoard(board),
    onError: toastError,
  });
  const removeColumn = useMutation({
    mutationFn: (columnId: string) =>
      callApi('DELETE /api/teams/:teamId/board/columns/:columnId', { params: { teamId, columnId } }),
    onSuccess: () => refresh(),
    onError: toastError,
  });

  return { move, createCard, updateCard, deleteCard, addColumn, renameColumn, orderColumns, removeColumn };
}
