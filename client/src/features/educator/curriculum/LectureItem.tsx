import { Badge, Flex, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { formatMinutes } from '../../../lib/format';
import type { Direction, LectureDraft } from './curriculum';
import { MoveButtons } from './MoveButtons';
import { useT } from '../courseEditor.i18n';
import { useT as useVideoT } from '../video/i18n';
import { VideoStatus } from '../video/VideoStatus';

interface LectureItemProps {
  number: number;
  /** Lectures in its chapter. */
  count: number;
  lecture: LectureDraft;
  onMove: (direction: Direction) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/**
 * One lecture of a chapter: number, title, duration, preview flag, link or uploaded video (with its
 * status), move, edit and remove.
 */
export function LectureItem({
  number,
  count,
  lecture,
  onMove,
  onEdit,
  onRemove,
}: LectureItemProps) {
  const t = useT();
  const videoT = useVideoT();
  const title = lecture.lectureTitle;
  return (
    <Flex as="li" align="center" gap="3" py="2" px="3" rounded="md" _hover={{ bg: 'bg.subtle' }}>
      <Stack gap="0.5" flex="1" minW="0">
        <Text fontWeight="medium" overflowWrap="anywhere">
          {number}. {lecture.lectureTitle}
        </Text>
        <Flex gap="2" wrap="wrap" align="center" fontSize="sm" color="fg.muted">
          <Text as="span">{formatMinutes(lecture.lectureDuration)}</Text>
          <Badge size="sm" colorPalette={lecture.isPreviewFree ? 'green' : 'gray'}>
            {t(
              lecture.isPreviewFree
                ? 'courseEditor.lecture.freePreview'
                : 'courseEditor.lecture.paid',
            )}
          </Badge>
          {lecture.videoId && (
            <Badge size="sm" colorPalette="brand">
              {videoT('educator.video.hosted')}
            </Badge>
          )}
          {!lecture.videoId && lecture.lectureUrl && (
            <Link
              href={lecture.lectureUrl}
              target="_blank"
              rel="noopener noreferrer"
              colorPalette="brand"
              maxW="full"
              truncate
            >
              {lecture.lectureUrl}
            </Link>
          )}
        </Flex>
        {lecture.videoId && (
          <VideoStatus
            videoId={lecture.videoId}
            replacing={Boolean(
              lecture.playingVideoId && lecture.playingVideoId !== lecture.videoId,
            )}
            onChooseAnother={onEdit}
          />
        )}
      </Stack>
      <MoveButtons
        labels={{
          up: t('courseEditor.lecture.moveUp', { title }),
          down: t('courseEditor.lecture.moveDown', { title }),
        }}
        position={number}
        count={count}
        onMove={onMove}
      />
      <IconButton
        type="button"
        size="sm"
        variant="ghost"
        aria-label={t('courseEditor.lecture.edit', { title })}
        onClick={onEdit}
      >
        <LuPencil />
      </IconButton>
      <IconButton
        type="button"
        size="sm"
        variant="ghost"
        colorPalette="red"
        aria-label={t('courseEditor.lecture.remove', { title })}
        onClick={onRemove}
      >
        <LuTrash2 />
      </IconButton>
    </Flex>
  );
}
