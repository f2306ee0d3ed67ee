import { AspectRatio, Box, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState } from 'react';
import { PlayerCertificate } from '../../certificates/PlayerCertificate';
import { CourseRating } from './CourseRating';
import { LectureDetails } from './LectureDetails';
import { LectureList } from './LectureList';
import { LectureVideo } from './LectureVideo';
import { findLecture, firstLecture, type PlayerCourse, type Progress } from './playerTypes';
import { ProgressSummary } from './ProgressSummary';
import { useCompleteLecture } from './useCompleteLecture';

interface Props {
  course: PlayerCourse;
  progress: Progress | undefined;
  progressError?: string;
}

/**
 * The player: video, lecture title, Mark As Complete and rating, with the chapter list beside it
 * on desktop and below it on phones. The first chapter's first lecture plays at the start.
 */
export function PlayerLayout({ course, progress, progressError }: Props) {
  const [selectedId, setSelectedId] = useState(() => firstLecture(course)?.lectureId);
  const videoRef = useRef<HTMLDivElement>(null);
  const { complete, pendingId } = useCompleteLecture(course.id);
  const completedIds = useMemo(
    () => new Set(progress?.completedLectureIds ?? []),
    [progress?.completedLectureIds],
  );
  const lecture = findLecture(course, selectedId) ?? firstLecture(course);

  return (
    <Container maxW="7xl" py={{ base: '4', md: '8' }}>
      <Heading
        as="h1"
        size={{ base: 'xl', md: '2xl' }}
        color="brand.900"
        mb={{ base: '4', md: '6' }}
      >
        {course.courseTitle}
      </Heading>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 24rem' }}
        gap={{ base: '6', lg: '8' }}
        alignItems="start"
      >
        <Stack gap="5" minW="0">
          <AspectRatio
            ratio={16 / 9}
            ref={videoRef}
            bg="gray.900"
            rounded="lg"
            overflow="hidden"
            scrollMarginTop="20"
          >
            <Box>
              {lecture ? (
                <LectureVideo lecture={lecture} />
              ) : (
                <Text color="white">This course has no lectures yet.</Text>
              )}
            </Box>
          </AspectRatio>
          {lecture && (
            <LectureDetails
              lecture={lecture}
              completed={completedIds.has(lecture.lectureId)}
              saving={pendingId === lecture.lectureId}
              ready={progress !== undefined}
              onComplete={() => void complete(lecture.lectureId)}
            />
          )}
          <CourseRating courseId={course.id} rating={course.viewerRating} />
        </Stack>
        <Stack as="aside" aria-labelledby="course-content" gap="4" minW="0">
          <Heading as="h2" id="course-content" size="lg">
            Course Content
          </Heading>
          {progressError ? (
            <Text fontSize="sm" color="fg.error">
              {progressError}
            </Text>
          ) : (
            <ProgressSummary progress={progress} />
          )}
          <PlayerCertificate
            courseId={course.id}
            courseTitle={course.courseTitle}
            completed={progress?.status === 'COMPLETED'}
          />
          <LectureList
            chapters={course.courseContent}
            selectedLectureId={lecture?.lectureId}
            completedIds={completedIds}
            onWatch={(next) => {
              setSelectedId(next.lectureId);
              videoRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            }}
          />
        </Stack>
      </Grid>
    </Container>
  );
}
