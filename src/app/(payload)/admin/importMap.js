import { LockWatch as LockWatch_404f1c56e47eafd8d7e7dc5dba757d50 } from '../../../admin/lock/LockWatch'
import { PublishButton as PublishButton_da4058c9ea06f4b1cd7e6aea429fae24 } from '../../../admin/publish/PublishButton'
import { RestoreAndPublish as RestoreAndPublish_993ba9f627e310e6932d9a27209f10f2 } from '../../../admin/versions/RestoreAndPublish'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TableInChineseClient as TableInChineseClient_16227c7152823c9880c6ffaabbebf59f } from '../../../admin/rich-text/TableInChinese'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { FixedToolbarFeatureClient as FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TypedDateTimeField as TypedDateTimeField_8a88b940fbaf7170c7f213948d6f23a3 } from '../../../admin/TypedDateTimeField'
import { BoothIdsField as BoothIdsField_42b7547da2888215c1cc6860084a4aba } from '../../../floor-plan/BoothIdsField'
import { InvitationButtons as InvitationButtons_f5ddf6a2d423cdf650800fa371c88739 } from '../../../exhibitor-portal/InvitationButtons'
import { BadgeActions as BadgeActions_5ad2920a510ff8cbeebf8780d2be28f3 } from '../../../registration/admin/BadgeActions.client'
import { IndustryCell as IndustryCell_e0c9b9379ddcb27dbe3ce8ddb25b2f52 } from '../../../registration/admin/ChoiceLabels'
import { IndustryField as IndustryField_e0c9b9379ddcb27dbe3ce8ddb25b2f52 } from '../../../registration/admin/ChoiceLabels'
import { PurposeCell as PurposeCell_e0c9b9379ddcb27dbe3ce8ddb25b2f52 } from '../../../registration/admin/ChoiceLabels'
import { PurposeField as PurposeField_e0c9b9379ddcb27dbe3ce8ddb25b2f52 } from '../../../registration/admin/ChoiceLabels'
import { DaysCell as DaysCell_aa48660e0b1fa8674eb401eff111d7bf } from '../../../registration/admin/DaysCell'
import { RegistrationExportButtons as RegistrationExportButtons_a4afd3e03767c8d8441779e35762b130 } from '../../../registration/admin/ExportButtons'
import { ScanRelationCell as ScanRelationCell_9574a4335b53510f3eaee5f0a708a195 } from '../../../checkin/admin/ScanRelationCell'
import { ContentTypeCell as ContentTypeCell_29fc7ac8f21ca301e502188ee4350c5f } from '../../../audit-log/ContentTypeCell'
import { AuditExportButton as AuditExportButton_aa65ff3199a2f5dd36b585892655af6d } from '../../../audit-log/ExportButton'
import { Icon as Icon_48a75e37b0630d5b8c8066e180c0e6ef } from '../../../admin/graphics/Icon'
import { Logo as Logo_88541c286955dbac4d90fb5ed606381c } from '../../../admin/graphics/Logo'
import { CheckinPointer as CheckinPointer_5fa642897f994f6f7b5b3d449b5f2b8f } from '../../../checkin/admin/CheckinPointer'
import { ReviewDashboard as ReviewDashboard_0c849c808d564bcb8295824d1b2efc3a } from '../../../admin/ReviewDashboard'
import { RegistrationDashboard as RegistrationDashboard_09b83a0ad8d76cf02019817fa7659087 } from '../../../registration/admin/RegistrationDashboard'
import { LeadCounts as LeadCounts_2d40125196f2e6ff0c3d235655716b3e } from '../../../leads/reports/LeadCounts'
import { AdminStyles as AdminStyles_901f7f3b3bb38a7ce0b6851f39b0b655 } from '../../../admin/AdminStyles'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { ForgotPasswordView as ForgotPasswordView_dce4cd58119646aa41678ee28b27d116 } from '../../../admin/ForgotPassword'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/lock/LockWatch#LockWatch": LockWatch_404f1c56e47eafd8d7e7dc5dba757d50,
  "/admin/publish/PublishButton#PublishButton": PublishButton_da4058c9ea06f4b1cd7e6aea429fae24,
  "/admin/versions/RestoreAndPublish#RestoreAndPublish": RestoreAndPublish_993ba9f627e310e6932d9a27209f10f2,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/rich-text/TableInChinese#TableInChineseClient": TableInChineseClient_16227c7152823c9880c6ffaabbebf59f,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#FixedToolbarFeatureClient": FixedToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/admin/TypedDateTimeField#TypedDateTimeField": TypedDateTimeField_8a88b940fbaf7170c7f213948d6f23a3,
  "/floor-plan/BoothIdsField#BoothIdsField": BoothIdsField_42b7547da2888215c1cc6860084a4aba,
  "/exhibitor-portal/InvitationButtons#InvitationButtons": InvitationButtons_f5ddf6a2d423cdf650800fa371c88739,
  "/registration/admin/BadgeActions.client#BadgeActions": BadgeActions_5ad2920a510ff8cbeebf8780d2be28f3,
  "/registration/admin/ChoiceLabels#IndustryCell": IndustryCell_e0c9b9379ddcb27dbe3ce8ddb25b2f52,
  "/registration/admin/ChoiceLabels#IndustryField": IndustryField_e0c9b9379ddcb27dbe3ce8ddb25b2f52,
  "/registration/admin/ChoiceLabels#PurposeCell": PurposeCell_e0c9b9379ddcb27dbe3ce8ddb25b2f52,
  "/registration/admin/ChoiceLabels#PurposeField": PurposeField_e0c9b9379ddcb27dbe3ce8ddb25b2f52,
  "/registration/admin/DaysCell#DaysCell": DaysCell_aa48660e0b1fa8674eb401eff111d7bf,
  "/registration/admin/ExportButtons#RegistrationExportButtons": RegistrationExportButtons_a4afd3e03767c8d8441779e35762b130,
  "/checkin/admin/ScanRelationCell#ScanRelationCell": ScanRelationCell_9574a4335b53510f3eaee5f0a708a195,
  "/audit-log/ContentTypeCell#ContentTypeCell": ContentTypeCell_29fc7ac8f21ca301e502188ee4350c5f,
  "/audit-log/ExportButton#AuditExportButton": AuditExportButton_aa65ff3199a2f5dd36b585892655af6d,
  "/admin/graphics/Icon#Icon": Icon_48a75e37b0630d5b8c8066e180c0e6ef,
  "/admin/graphics/Logo#Logo": Logo_88541c286955dbac4d90fb5ed606381c,
  "/checkin/admin/CheckinPointer#CheckinPointer": CheckinPointer_5fa642897f994f6f7b5b3d449b5f2b8f,
  "/admin/ReviewDashboard#ReviewDashboard": ReviewDashboard_0c849c808d564bcb8295824d1b2efc3a,
  "/registration/admin/RegistrationDashboard#RegistrationDashboard": RegistrationDashboard_09b83a0ad8d76cf02019817fa7659087,
  "/leads/reports/LeadCounts#LeadCounts": LeadCounts_2d40125196f2e6ff0c3d235655716b3e,
  "/admin/AdminStyles#AdminStyles": AdminStyles_901f7f3b3bb38a7ce0b6851f39b0b655,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/admin/ForgotPassword#ForgotPasswordView": ForgotPasswordView_dce4cd58119646aa41678ee28b27d116,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
