import { Button, Card, Group, NumberInput, Stack, Table, Text, Title } from '@mantine/core';
import { XP_TOME_LEVEL_MAX, XP_TOME_LEVEL_MIN } from '@tradehall/contracts';
import { type FormEvent, useState } from 'react';
import { INPUT_LABEL_OFFSET, problemProps } from '../../../components/field-feedback';
import { useXpTomes } from '../api/utilities-queries';
import { readTargetLevel, utilityErrorText } from '../utility-rules';

const formatNumber = (value: number) => value.toLocaleString('en-US');

/** XP-tome calculator: how many XP Tomes hold the XP to reach a target level from 0. */
export function XpTomeCalculator() {
  const [value, setValue] = useState<string | number>('');
  const [problem, setProblem] = useState<string | null>(null);
  const tomes = useXpTomes();

  function submit(event: FormEvent) {
    event.preventDefault();
    const read = readTargetLevel(value);
    if ('problem' in read) {
      setProblem(read.problem);
      tomes.reset();
      return;
    }
    setProblem(null);
    tomes.mutate(read.level);
  }

  const error = problem ?? (tomes.isError ? utilityErrorText(tomes.error, 'Error calculating tomes.') : null);
  const result = tomes.isSuccess && !problem ? tomes.data : null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="xp-tomes-heading">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} id="xp-tomes-heading">
            XP Tome Calculator
          </Title>
          <Group align="flex-start">
            <NumberInput
              label="Target Level"
              placeholder={`${XP_TOME_LEVEL_MIN} to ${XP_TOME_LEVEL_MAX}`}
              value={value}
              onChange={setValue}
              allowDecimal={false}
              clampBehavior="none"
              w={160}
              {...problemProps(error)}
            />
            <Button type="submit" mt={INPUT_LABEL_OFFSET} loading={tomes.isPending}>
              Calculate
            </Button>
          </Group>
          {result && (
            <Table variant="vertical" withTableBorder maw={420} aria-label="XP tomes result">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={200}>XP Tomes needed</Table.Th>
                  <Table.Td data-testid="tomes-needed">{formatNumber(result.needed)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>XP points (level 0 to {result.level})</Table.Th>
                  <Table.Td data-testid="xp-points">{formatNumber(result.xp_points)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>Points per tome</Table.Th>
                  <Table.Td>{formatNumber(result.tome_points)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          )}
          <Text size="xs" c="dimmed">
            Tomes are rounded up: the last one may be partly filled.
          </Text>
        </Stack>
      </form>
    </Card>
  );
}
