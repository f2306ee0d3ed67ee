import { Table } from '@chakra-ui/react';
import type { StudentEnrollmentRowFragment } from './educator.generated';
import { formatCount, formatDate } from '../../lib/format';
import { StudentCell } from './StudentCell';
import { TableScroll } from '../../components/TableScroll';
import { useT } from './i18n';

interface EnrolledStudentsTableProps {
  label: string;
  rows: StudentEnrollmentRowFragment[];
  /** Adds a leading '#' column (Students Enrolled). */
  numbered?: boolean;
}

/** Enrollments, newest first as the server sends them; scrolls sideways inside itself on phones. */
export function EnrolledStudentsTable({
  label,
  rows,
  numbered = false,
}: EnrolledStudentsTableProps) {
  const t = useT();
  return (
    <TableScroll label={label} borderWidth="1px" rounded="lg" bg="bg" maxW="full">
      <Table.Root size="sm" aria-label={label} minW="lg">
        <Table.Header>
          <Table.Row bg="bg.subtle">
            {numbered && <Table.ColumnHeader w="12">#</Table.ColumnHeader>}
            <Table.ColumnHeader>{t('educator.students.student')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('educator.students.courseTitle')}</Table.ColumnHeader>
            <Table.ColumnHeader whiteSpace="nowrap">
              {t('educator.students.date')}
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row key={`${row.student.id}-${row.courseId}-${row.purchaseDate}`}>
              {numbered && <Table.Cell color="fg.muted">{formatCount(index + 1)}</Table.Cell>}
              <Table.Cell maxW="60">
                <StudentCell name={row.student.name} imageUrl={row.student.imageUrl} />
              </Table.Cell>
              <Table.Cell>{row.courseTitle}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{formatDate(row.purchaseDate)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
