import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatPlaybackTime } from '../../../lib/format';
import { usePlaybackSecond } from '../../../lib/usePlaybackSecond';
import { NoteForm } from './NoteForm';
import { type LectureNote, useLectureNotes } from './useLectureNotes';
import { useT } from '../i18n';

interface NoteLecture {
  lectureId: string;
  lectureTitle: string;
}

interface Props {
  courseId: string;
  /** The course's lectures in order: the list follows it. */
  lectures: readonly NoteLecture[];
  /** The lecture on screen; notes are added to it. */
  currentLecture: NoteLecture | undefined;
  /** The video's second now (undefined before it is ready: the note goes at 0:00). */
  currentTime: () => number | undefined;
  /** Opens the note's lecture, if another, and plays from its second. */
  onSeek: (note: LectureNote) => void;
}

/**
 * "Notes": the learner's private notes in the course, grouped by lecture in course order. "Add
 * note at 1:35" anchors a new note to the second the video is at; a note's time opens its lecture
 * there. Each note can be edited or deleted.
 */
export function LectureNotesPanel({
  courseId,
  lectures,
  currentLecture,
  currentTime,
  onSeek,
}: Props) {
  const t = useT();
  const { notes, loading, error, saving, add, update, remove } = useLectureNotes(courseId);
  // The second a note being written is anchored to, fixed when "Add note" was pressed.
  const [adding, setAdding] = useState<{ lectureId: string; second: number }>();
  const [editingId, setEditingId] = useState<string>();
  const second = usePlaybackSecond(currentTime, currentLecture !== undefined && !adding);

  const groups = lectures
    .map((lecture) => ({
      lecture,
      notes: notes
        .filter((note) => note.lectureId === lecture.lectureId)
        .sort((a, b) => a.positionSeconds - b.positionSeconds),
    }))
    .filter((group) => group.notes.length > 0);

  return (
    <Stack
      as="section"
      aria-labelledby="lecture-notes"
      gap="4"
      borderWidth="1px"
      rounded="lg"
      p="4"
    >
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <Heading as="h2" id="lecture-notes" size="lg">
          {t('learning.notes')}
        </Heading>
        {currentLecture && !adding && (
          <Button
            size="sm"
            colorPalette="brand"
            variant="outline"
            onClick={() => {
              const at = Math.floor(currentTime() ?? second);
              setAdding({ lectureId: currentLecture.lectureId, second: at });
            }}
          >
            {t('learning.addNoteAt', { time: formatPlaybackTime(second) })}
          </Button>
        )}
      </Flex>
      {adding && (
        <NoteForm
          label={t('learning.noteAt', { time: formatPlaybackTime(adding.second) })}
          saving={saving}
          onCancel={() => setAdding(undefined)}
          onSave={async (body) => {
            const saved = await add(adding.lectureId, adding.second, body);
            if (saved) setAdding(undefined);
            return saved;
          }}
        />
      )}
      {error ? (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      ) : loading ? (
        <Text fontSize="sm" color="fg.muted">
          {t('learning.loadingNotes')}
        </Text>
      ) : groups.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('learning.noNotes')}
        </Text>
      ) : (
        groups.map(({ lecture, notes }) => (
          <Stack key={lecture.lectureId} gap="2">
            <Heading as="h3" size="sm" overflowWrap="anywhere">
              {lecture.lectureTitle}
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none" data-testid="lecture-note-list">
              {notes.map((note) => {
                const time = formatPlaybackTime(note.positionSeconds);
                return (
                  <Box as="li" key={note.id} data-testid="lecture-note">
                    {editingId === note.id ? (
                      <NoteForm
                        label={t('learning.noteAt', { time })}
                        initial={note.body}
                        saving={saving}
                        onCancel={() => setEditingId(undefined)}
                        onSave={async (body) => {
                          const saved = await update(note.id, body);
                          if (saved) setEditingId(undefined);
                          return saved;
                        }}
                      />
                    ) : (
                      <Flex gap="2" align="flex-start" wrap="wrap">
                        <Button
                          size="xs"
                          variant="subtle"
                          colorPalette="brand"
                          fontVariantNumeric="tabular-nums"
                          aria-label={t('learning.playFromLabel', {
                            time,
                            title: lecture.lectureTitle,
                          })}
                          onClick={() => onSeek(note)}
                        >
                          {time}
                        </Button>
                        <Text
                          flex="1"
                          minW="12rem"
                          fontSize="sm"
                          whiteSpace="pre-wrap"
                          overflowWrap="anywhere"
                        >
                          {note.body}
                        </Text>
                        <Flex gap="1" ms="auto">
                          <Button
                            size="xs"
                            variant="ghost"
                            aria-label={t('learning.editNoteLabel', { time })}
                            onClick={() => setEditingId(note.id)}
                          >
                            {t('learning.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="ghost"
                            colorPalette="red"
                            aria-label={t('learning.deleteNoteLabel', { time })}
                            onClick={() => void remove(note.id)}
                          >
                            {t('learning.delete')}
                          </Button>
                        </Flex>
                      </Flex>
                    )}
                  </Box>
                );
              })}
            </Stack>
          </Stack>
        ))
      )}
    </Stack>
  );
}
