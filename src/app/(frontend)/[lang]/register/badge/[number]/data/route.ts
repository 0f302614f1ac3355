import { ownDataExport } from '@/registration/own-data'
import { notFoundAnswer, PRIVATE_ANSWER, readOwnDataRequest } from '@/site/pages/register/own-data-request'

/** R8: the visitor downloads their registration as JSON (a POST from the badge page, the link's token in the body). */
export async function POST(request: Request, { params }: { params: Promise<{ number: string }> }): Promise<Response> {
  const own = await readOwnDataRequest(request, params)
  if (!own) return notFoundAnswer()
  const [first] = own.registrations
  return new Response(JSON.stringify(ownDataExport(own.registrations), null, 2), {
    headers: {
      ...PRIVATE_ANSWER,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="registration-${first?.registrationNumber ?? 'data'}.json"`,
    },
  })
}
